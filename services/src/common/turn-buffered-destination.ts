/** What the lines are finally written to: pino's synchronous stdout stream (sonic-boom), in the service. */
export interface LineSink {
  write(chunk: string): unknown;
  /** Writes whatever the sink itself still holds before returning; called on exit. */
  flushSync?(): void;
}

/** A turn that logs more than this (in UTF-16 code units) is written at once rather than held. */
export const MAX_PENDING_CHARS = 64 * 1024;

/**
 * A pino destination that hands the lines logged during one event-loop turn to its sink as one
 * write, at the end of that turn. Under load one turn answers dozens of requests, and a write
 * system call per request line cost more than everything else the request log does; sonic-boom's
 * own buffering (`minLength`) measures its whole growing buffer on every line, and leaves a quiet
 * server's lines unwritten until the buffer fills.
 *
 * No line waits longer than the turn it was logged in, or is lost on a normal shutdown: the pending
 * lines are written when the process exits and when the logger is flushed (pino's `flush`, which
 * the shutdown hook awaits, and `flushSync`). The sink writes synchronously, so a line handed to it
 * is out of the process.
 */
export class TurnBufferedDestination {
  private pending = '';
  private scheduled = false;
  private readonly writePendingAtTurnEnd = () => {
    this.scheduled = false;
    this.writePending();
  };
  private readonly writePendingOnExit = () => this.flushSync();

  constructor(
    private readonly sink: LineSink,
    private readonly maxPendingChars = MAX_PENDING_CHARS,
  ) {
    process.once('exit', this.writePendingOnExit);
  }

  /** pino's only call per line: appends it, and has it written at the end of the turn. */
  write(line: string): boolean {
    // Strings joined by `+=` are ropes in V8: appending costs the same whatever the length so far.
    this.pending += line;
    if (this.pending.length >= this.maxPendingChars) this.writePending();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.writePendingAtTurnEnd);
    }
    return true;
  }

  /** Called by pino's `logger.flush(callback)`: the callback runs once every line is written. */
  flush(callback?: () => void): void {
    this.writePending();
    callback?.();
  }

  flushSync(): void {
    this.writePending();
    this.sink.flushSync?.();
  }

  private writePending(): void {
    if (this.pending === '') return;
    const lines = this.pending;
    this.pending = '';
    this.sink.write(lines);
  }
}
