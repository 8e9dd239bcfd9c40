import { OPTIN_PANEL_HEADING_ID } from './optin-page-texts';

/**
 * Where the focus goes once a page is published: the "Publish opt-in page" button is gone, so the panel
 * that replaced it takes it. The dialog may close before or after the panel (loaded on demand) is
 * there, so whichever comes second moves the focus.
 */
let waiting = false;

export function focusPanelWhenReady() {
  waiting = true;
  return focusPanel();
}

/** Focuses the panel's heading if it is there and a publish is waiting for it; true when it did. */
export function focusPanel(): boolean {
  const heading = document.getElementById(OPTIN_PANEL_HEADING_ID);
  if (!waiting || !heading) return false;
  heading.focus();
  waiting = false;
  return true;
}
