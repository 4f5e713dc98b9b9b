/**
 * Who did something, and the releases of the live site (each version that went live: a publish, a restore, the
 * first one), as the team editor's screens see them. Shared by changes.ts and jobs.ts. Types only.
 */

export interface PersonRef {
  name: string;
  email: string;
  /** Set once the person was removed from the team: the record stays theirs, and matches no one on it now. */
  gone?: true;
}

export interface Release {
  id: string;
  /** ISO date and time it went live. */
  at: string;
  by: PersonRef;
  /** 'first': the first version of the site, made when the editor's server was set up. */
  kind: 'publish' | 'restore' | 'first';
  changeSets: { id: string; title: string }[];
  /** For a restore: the release whose site it brought back. */
  restored?: string;
  /** The commit of the live branch it was built from. */
  commit: string;
  /** Seconds from the click that started it to the site being served. */
  seconds: number;
}

export interface ReleasesAnswer {
  /** Newest first. */
  releases: Release[];
  /** The release nginx serves now. */
  live: string | null;
  /** The site search: up to date with the live release, or still catching up. */
  search: { release: string | null; ready: boolean };
}
