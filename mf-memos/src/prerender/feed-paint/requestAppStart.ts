import { START_APP_EVENT, START_APP_NOW_ATTRIBUTE } from '@memory/contracts/prerender';

/** Asks the shell's prerender-boot.js to start the app now, whether it has run already or not. */
export function requestAppStart(): void {
  document.documentElement.setAttribute(START_APP_NOW_ATTRIBUTE, '');
  document.dispatchEvent(new Event(START_APP_EVENT));
}
