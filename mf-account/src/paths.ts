// Every page mf-account owns, from its one declaration (../routes.json). Absolute paths: the shell's history is
// the router's.
import { fillPath, pathsOf } from '@memory/contracts';
import declaration from '../routes.json';

export const paths = pathsOf(declaration.pages);

/** The detail page of one order. */
export const orderPath = (orderId: string) => fillPath(paths.order, orderId);
