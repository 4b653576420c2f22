// A parcel's first render as a transition. React renders a transition in slices of a few milliseconds and lets the
// browser in between; an ordinary root.render is one task. Mounting 新建 MEMO that way blocked a throttled phone's
// main thread for ~0.5 s (Lighthouse mobile TBT ~1 s on /home/new-memo). Only the first render: later ones carry
// the shell's props (location, theme) and stay urgent, so a route change shows its skeleton at once.
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';

type CreateRoot = typeof ReactDOMClient.createRoot;

export const createRootRenderingFirstInTransition: CreateRoot = (container, options) => {
  const root = ReactDOMClient.createRoot(container, options);
  let rendered = false;
  return {
    ...root,
    render(children) {
      if (rendered) return root.render(children);
      rendered = true;
      startTransition(() => root.render(children));
    },
    unmount: () => root.unmount(),
  };
};

/** What single-spa-react calls `ReactDOMClient`: react-dom/client with the root above. */
export const transitionFirstReactDomClient = { ...ReactDOMClient, createRoot: createRootRenderingFirstInTransition };
