/** The build's identifier, set by the federation config factory at build time. */
declare const __BUILD_ID__: string;
