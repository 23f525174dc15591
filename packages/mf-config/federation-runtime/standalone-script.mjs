// The script a remote's standalone page runs before its entry: the federation runtime the entry
// expects to find on the page (see ./provide.mjs), which in the composed site the shell provides.
import { provideFederationRuntime } from './provide.mjs';

provideFederationRuntime();
