import { createSlice, type PayloadAction, rootReducer, type WithSlice } from '@gentlebowl/platform';
import { type CompareDog, MAX_COMPARED_FOODS } from './compare-query';

/** The foods an owner has put aside to compare, kept between pages and visits. */
export interface CompareList {
  ids: number[];
  /** The last dog a food was put aside for, so the comparison shows its portions and costs. */
  dog: CompareDog | null;
}

export interface SelectorCompareState extends CompareList {
  /** False until the list kept in the browser has been read (never on the server, so the server's
   * HTML and the browser's first render agree). */
  restored: boolean;
  /** The food last refused because the list was full, whose toggle says why. */
  refusedId: number | null;
}

const initialState: SelectorCompareState = { ids: [], dog: null, restored: false, refusedId: null };

export const selectorCompareSlice = createSlice({
  name: 'selectorCompare',
  initialState,
  reducers: {
    /** The list kept in the browser; what was added before it was read stays, up to the limit. */
    compareListRestored(state, action: PayloadAction<CompareList>) {
      const ids = [...state.ids, ...action.payload.ids.filter((id) => !state.ids.includes(id))];
      state.ids = ids.slice(0, MAX_COMPARED_FOODS);
      state.dog = state.dog ?? action.payload.dog;
      state.restored = true;
    },
    /** The list a toggle's form sent in the page's address (compare-list-address.ts), taken in
     * just before the list kept in the browser joins it. */
    compareListFromAddress(state, action: PayloadAction<CompareList & { refusedId: number | null }>) {
      const { ids, dog, refusedId } = action.payload;
      state.ids = ids.slice(0, MAX_COMPARED_FOODS);
      state.dog = dog ?? state.dog;
      state.refusedId = refusedId;
    },
    /** Another tab changed the list kept in the browser. */
    compareListReplaced(state, action: PayloadAction<CompareList>) {
      state.ids = action.payload.ids.slice(0, MAX_COMPARED_FOODS);
      state.dog = action.payload.dog;
    },
    /** Refused when the list is full: the food's toggle then says why. */
    foodAddedToCompare(state, action: PayloadAction<{ id: number; dog?: CompareDog | null }>) {
      const { id, dog } = action.payload;
      if (state.ids.includes(id)) return;
      if (state.ids.length >= MAX_COMPARED_FOODS) {
        state.refusedId = id;
        return;
      }
      if (dog) state.dog = dog;
      state.ids.push(id);
      state.refusedId = null;
    },
    foodRemovedFromCompare(state, action: PayloadAction<number>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
      state.refusedId = null;
    },
  },
  selectors: {
    selectCompareList: (state): CompareList => state,
    selectCompareRefusedId: (state) => state.refusedId,
    selectCompareRestored: (state) => state.restored,
  },
});

declare module '@gentlebowl/platform' {
  interface LazyLoadedSlices extends WithSlice<typeof selectorCompareSlice> {}
}

/** The slice injected into the shell's store; its selectors read the initial state until it has run. */
export const selectorCompare = selectorCompareSlice.injectInto(rootReducer);

export const {
  compareListFromAddress,
  compareListRestored,
  compareListReplaced,
  foodAddedToCompare,
  foodRemovedFromCompare,
} = selectorCompareSlice.actions;
export const { selectCompareList, selectCompareRefusedId, selectCompareRestored } = selectorCompare.selectors;
