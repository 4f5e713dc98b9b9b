import type { ErrorComponentProps } from '@tanstack/react-router';
import { useSite } from '../render/context';
import { Missing } from './NotFound';

/** The router's fallback for errors while rendering: the title from the site file and the error's message. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { site } = useSite();
  const message = error instanceof Error ? error.message : String(error);
  return <Missing title={site.errorScreen.title} text={message} link={site.errorScreen.link} />;
}
