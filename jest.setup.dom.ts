import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// A test waits for what the visitor would see (findBy…, waitFor) up to 5 s, not the library's 1 s,
// and runs up to 15 s, not jest's 5: on a loaded 2-core machine an answer's render can take longer
// than 1 s, and a wait for an outcome costs nothing when the outcome comes sooner. (Set here, not as
// a project's testTimeout, which the root config's run of every workspace ignores. From the DOM
// library, which React's binding reads its settings from: importing the binding here would make
// every test an act() environment.)
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(15_000);

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks PointerEvent; without it pointer events carry no coordinates and swipes cannot be tested.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;

    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}
