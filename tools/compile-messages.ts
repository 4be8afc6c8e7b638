/** Compile messages/*.json into src/paraglide (typecheck and unit tests need it before any build). */
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide-options.ts';

await compile(paraglideOptions);
