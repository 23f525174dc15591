// The shell's server renderer: a Node bundle built by webpack (it is a Module Federation host that
// loads the remotes' server containers at run time), required by the shell's server. Its exports
// follow shell/server/page-renderer-contract.ts.
export { createPageRenderer } from './page-renderer';
