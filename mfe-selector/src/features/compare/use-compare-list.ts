import { useAppDispatch, useAppSelector } from '@gentlebowl/platform';
import { useEffect } from 'react';
import { type CompareDog, compareHref, MAX_COMPARED_FOODS } from './compare-query';
import {
  compareListReplaced,
  compareListRestored,
  foodAddedToCompare,
  foodRemovedFromCompare,
  selectCompareList,
  selectCompareRestored,
} from './compare-slice';
import { COMPARE_STORAGE_KEY, readStoredCompareList, storeCompareList } from './compare-storage';

export interface UseCompareList {
  ids: readonly number[];
  isFull: boolean;
  /** The /compare address of the list, with the dog when one is known. */
  href: string;
  includes: (id: number) => boolean;
  add: (id: number, dog?: CompareDog | null) => void;
  remove: (id: number) => void;
}

/**
 * The compare list in the shell's store, kept in localStorage. Storage is read and written in
 * effects only: the server renders the empty list and the browser's first render agrees with it;
 * the kept list shows a moment later. Another tab's changes arrive through the storage event.
 */
export function useCompareList(): UseCompareList {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCompareList);
  const restored = useAppSelector(selectCompareRestored);

  useEffect(() => {
    if (!restored) dispatch(compareListRestored(readStoredCompareList(window.localStorage)));
  }, [dispatch, restored]);

  useEffect(() => {
    if (restored) storeCompareList(window.localStorage, list);
  }, [list, restored]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COMPARE_STORAGE_KEY) dispatch(compareListReplaced(readStoredCompareList(window.localStorage)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  return {
    ids: list.ids,
    isFull: list.ids.length >= MAX_COMPARED_FOODS,
    href: compareHref(list.ids, list.dog),
    includes: (id) => list.ids.includes(id),
    add: (id, dog) => dispatch(foodAddedToCompare({ id, dog })),
    remove: (id) => dispatch(foodRemovedFromCompare(id)),
  };
}
