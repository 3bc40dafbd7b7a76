import { createContext, useContext } from 'react';

/**
 * The window the renderer draws in, when not the page's own: the ops console draws a phone preview
 * in an iframe of a phone's width, and the layer's media queries, dialogs and drawer
 * must go by that frame (its width, its body), not by the console around it. Null: the page's own.
 */
export const ViewWindowContext = createContext<Window | null>(null);

export const useViewWindow = (): Window | null => useContext(ViewWindowContext);
