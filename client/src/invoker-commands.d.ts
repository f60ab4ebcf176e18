import 'react';

// HTML invoker commands (a button that opens or closes a dialog with no script: `command` and
// `commandfor`), which @types/react does not list yet. React passes lowercase attributes through as
// they are, so these render as written (docs/decisions/060).
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
