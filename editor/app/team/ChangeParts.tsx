/** Parts that show one change set on several screens: its files (each openable in the editor) and its comments. */
import type { ChangeComment, ChangedFile } from '../../team/changeShapes';
import { words } from '../../words';
import * as C from './changesStyles';
import { when } from './PeopleScreen';

const w = words.changesApp;

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
