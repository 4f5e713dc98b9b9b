import { PageContext } from './context';
import { Sections } from './BlockRenderer';
import type { PageData } from './contract';

/** Renders a page's sections; knows no particular block. */
export function PageRenderer({ page }: { page: PageData }) {
  return (
    <PageContext.Provider value={{ entry: page.entry, path: page.path }}>
      <Sections sections={page.sections} reveal={page.reveal} />
    </PageContext.Provider>
  );
}
