import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a page's action answered a refused submission with (see PageActionResult), for the page it
 * was sent to: the server renders the page from it, and the browser takes the same data over from
 * the server's page, so the first render matches. Undefined on every other render.
 */
const PageActionDataContext = createContext<unknown>(undefined);

export function PageActionDataProvider({ value, children }: { value: unknown; children: ReactNode }) {
  return <PageActionDataContext.Provider value={value}>{children}</PageActionDataContext.Provider>;
}

/** The data the page's action refused a submission with, when this render answers it. The page
 * that reads it knows its own action's shape. */
export function usePageActionData<Data>(): Data | undefined {
  return useContext(PageActionDataContext) as Data | undefined;
}
