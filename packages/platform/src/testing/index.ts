export { emptyReply, errorReply, installFetchMock, jsonReply, refusedReply } from './fake-fetch';
export type { FakeResponse, SentRequest } from './fake-fetch';
export { hydrateInShellStack, renderInShellStackToString, renderWithShellProviders } from './render-with-shell-providers';
export type { ShellProviderOptions } from './render-with-shell-providers';
export { describeServerRendering, renderPageOnServer } from './server-rendering';
export type { PageOnServer, ServerRenderedPage, ServerRenderingOptions } from './server-rendering';
export { chewyOffer, dogFood, labelFacts, observedOffer } from './dog-food-fixtures';
export { typedAfterFirstRead } from './typed-while-taking-over';
export { breadcrumbLabels } from './breadcrumb-labels';
