/**
 * Parts of the change-set screens: their head (back, title, intro, a problem or "loading"), and what shows one change
 * set on several screens: its files (each openable in the editor) and its comments.
 */
import { useEffect, useRef } from 'react';
import type { ChangeComment, ChangedFile } from '../../contract/changes';
import { words } from '../../contract/words';
import * as C from './changesStyles';
import { when } from './PeopleScreen';

const w = words.changesApp;

/**
 * The head of a change-set screen: back to the pages, its title (focused when the screen opens), its intro, and the
 * answer's problem or "Loading…" until the answer comes.
 */
export function ScreenHead(p: { id: string; title: string; intro: string; error: string; loading: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <button type="button" className="back" onClick={() => (location.hash = '')}>
        ← {w.back}
      </button>
      <h1 id={p.id} ref={heading} tabIndex={-1}>
        {p.title}
      </h1>
      <p>{p.intro}</p>
      {p.error ? (
        <p className="error" role="alert">
          {p.error}
        </p>
      ) : null}
      {p.loading && !p.error ? <p>{w.loading}</p> : null}
    </>
  );
}

/** One changed file: a page or the site settings as a link that opens it in the editor; a picture by its name. */
export function FileItem({ file }: { file: ChangedFile }) {
  const kind = w.kind[file.kind] ?? file.kind;
  const change = w.change[file.change] ?? file.change;
  const openable = file.kind !== 'picture' && file.change !== 'removed';
  return (
    <li data-file={file.file}>
      {openable ? (
        <a href={`#${file.file}`} aria-label={w.open(file.label)}>
          {file.label}
        </a>
      ) : (
        <span>{file.label}</span>
      )}
      <span className="meta">
        {kind}, {change}
        {file.route ? ` · ${file.route}` : ''}
      </span>
    </li>
  );
}

export function FileList({ files }: { files: ChangedFile[] }) {
  if (!files.length) return <p>{w.noFiles}</p>;
  return (
    <C.List data-files="">
      {files.map((f) => (
        <FileItem key={f.file} file={f} />
      ))}
    </C.List>
  );
}

export function CommentList({ comments }: { comments: ChangeComment[] }) {
  if (!comments.length) return <p>{w.noComments}</p>;
  return (
    <C.Comments data-comments="">
      {comments.map((c, i) => (
        <li key={i}>
          <span className="meta">{w.commentBy(c.by.name, when(c.at))}</span>
          {c.text}
        </li>
      ))}
    </C.Comments>
  );
}
