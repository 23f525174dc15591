// HTML invoker commands (a button that opens a dialog or popover without scripts), which React
// passes through as plain attributes but its types do not list yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
