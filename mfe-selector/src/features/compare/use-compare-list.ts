import { useAppDispatch, useAppSelector, useAppStore } from '@gentlebowl/platform';
import { useLocation, useNavigate } from '@gentlebowl/router';
import { useEffect, useMemo } from 'react';
import { compareListInAddress, withoutCompareList } from './compare-list-address';
import { type CompareDog, compareHref, MAX_COMPARED_FOODS } from './compare-query';
import {
  compareListFromAddress,
  compareListReplaced,
  compareListRestored,
  foodAddedToCompare,
  foodRemovedFromCompare,
  selectCompareList,
  selectCompareRefusedId,
  selectCompareRestored,
} from './compare-slice';
import { COMPARE_STORAGE_KEY, readStoredCompareList, storeCompareList } from './compare-storage';

export interface UseCompareList {
  ids: readonly number[];
  isFull: boolean;
  /** The /compare address of the list, with the dog when one is known. */
  href: string;
  includes: (id: number) => boolean;
  /** The food last refused because the list was full. */
  refusedId: number | null;
  /** Adds the food, or refuses it when the list is full. */
  add: (id: number, dog?: CompareDog | null) => void;
  remove: (id: number) => void;
}

/**
 * The compare list in the shell's store, kept in localStorage. Storage is read and written in
 * effects only: until it has been read, the page shows the list its address carries (the list a
 * toggle's form sent; none without one), as the server did, so the browser's first render matches
 * the server's HTML. Once read, the kept list joins the address's, and the list's parameter leaves
 * the address, which is the page's own again. Another tab's changes arrive through the storage event.
 *
 * `pageDog` is the dog the page compares foods for, when it knows one.
 */
export function useCompareList(pageDog: CompareDog | null = null): UseCompareList {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { search, state: historyState } = useLocation();
  const kept = useAppSelector(selectCompareList);
  const keptRefusedId = useAppSelector(selectCompareRefusedId);
  const restored = useAppSelector(selectCompareRestored);
  const inAddress = useMemo(() => compareListInAddress(new URLSearchParams(search)), [search]);
  const showsAddress = !restored && inAddress !== null;
  const list = showsAddress ? { ids: inAddress.ids, dog: pageDog ?? kept.dog } : kept;
  const refusedId = showsAddress ? inAddress.refusedId : keptRefusedId;

  useEffect(() => {
    // Every toggle on the page runs this in the same commit: the first one restores the list.
    if (selectCompareRestored(store.getState())) return;
    if (inAddress) dispatch(compareListFromAddress({ ...inAddress, dog: pageDog }));
    dispatch(compareListRestored(readStoredCompareList(window.localStorage)));
    if (inAddress) {
      const rest = withoutCompareList(search).toString();
      navigate({ search: rest ? `?${rest}` : '' }, { replace: true, state: historyState });
    }
  }, [dispatch, store, navigate, search, historyState, inAddress, pageDog]);

  useEffect(() => {
    if (restored) storeCompareList(window.localStorage, kept);
  }, [kept, restored]);

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
    refusedId,
    add: (id, dog) => dispatch(foodAddedToCompare({ id, dog })),
    remove: (id) => dispatch(foodRemovedFromCompare(id)),
  };
}
