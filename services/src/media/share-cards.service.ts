import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_NAME_PATTERN } from '@gentlebowl/contracts';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContentEvents } from '../content/content-events.js';
import { drawShareCard, shareCardFontDir } from './share-card-drawing.js';

/** A drawn card: its PNG bytes and a strong ETag over them. */
export interface ShareCard {
  png: Buffer;
  etag: string;
}

const PNG_EXTENSION = '.png';

/**
 * The share cards of the media folder's SVG pictures, drawn on first request and kept: the folder holds
 * a fixed set of files, so the cards need no eviction, and drawing one takes some 50 ms of a worker
 * thread. A content import drops them all, since it may come with edited pictures.
 */
@Injectable()
export class ShareCardsService implements OnModuleDestroy {
  private readonly cards = new Map<string, Promise<ShareCard | undefined>>();
  private readonly fontDir = shareCardFontDir();
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    contentEvents: ContentEvents,
  ) {
    this.unsubscribe = contentEvents.subscribe(async () => this.cards.clear());
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The card `<folder>/<name>.png` drawn from the media folder's `<folder>/<name>.svg`; undefined when
   * there is no such SVG. */
  find(folder: string, file: string): Promise<ShareCard | undefined> {
    const name = file.endsWith(PNG_EXTENSION) ? file.slice(0, -PNG_EXTENSION.length) : '';
    // Names of letters, digits, '-' and '_' only: nothing can point outside the media folder.
    if (!MEDIA_NAME_PATTERN.test(folder) || !MEDIA_NAME_PATTERN.test(name)) return Promise.resolve(undefined);
    const key = `${folder}/${name}`;
    const kept = this.cards.get(key);
    if (kept) return kept;
    const drawing = this.draw(path.join(this.config.mediaDir, folder, `${name}.svg`));
    this.cards.set(key, drawing);
    // Only drawn cards are kept: names that do not exist must not grow the map, and a picture that
    // failed to draw is tried again on the next request.
    const forget = () => {
      if (this.cards.get(key) === drawing) this.cards.delete(key);
    };
    drawing.then((drawn) => {
      if (!drawn) forget();
    }, forget);
    return drawing;
  }

  private async draw(svgFile: string): Promise<ShareCard | undefined> {
    let svg: Buffer;
    try {
      svg = await readFile(svgFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const png = await drawShareCard(svg, this.fontDir);
    return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"` };
  }
}
