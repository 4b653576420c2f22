// Every page mf-memos owns, from its one declaration (../routes.json). Absolute paths: the shell's history is
// the router's. Pages of other apps are reached through hrefTo (@memory/contracts).
import { pathsOf } from '@memory/contracts';
import declaration from '../routes.json';

export const paths = pathsOf(declaration.pages);
