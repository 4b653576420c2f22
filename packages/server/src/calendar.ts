/**
 * Calendar arithmetic on days written YYYY-MM-DD. Which day "today" is comes from the clock (Asia/Shanghai); the
 * arithmetic itself is @memory/contracts' China-day module, shared with the browser, re-exported here for the server.
 */
export { addDays, daysBetween, daysFrom, endOfMonth, endOfWeek } from '@memory/contracts';
