import { sessionStore } from '../auth/session.ts';
import { createStore, useStore } from '../lib/store.ts';
import * as model from './tagsModel.ts';

/** The tag bar store (visited + cached views); emptied when the session ends. */
export const tagsStore = createStore<model.TagsState>(model.emptyTags());
export const useTags = () => useStore(tagsStore);

export const addTag = (view: model.TagView, noCache: boolean) => tagsStore.set((s) => model.addView(s, view, noCache));
export const closeTag = (path: string) => tagsStore.set((s) => model.delView(s, path));
export const closeOtherTags = (path: string) => tagsStore.set((s) => model.delOthers(s, path));
export const closeAllTags = () => tagsStore.set((s) => model.delAll(s));
export const refreshTag = (path: string) => tagsStore.set((s) => model.refreshView(s, path));

sessionStore.subscribe(() => {
  if (!sessionStore.get().user && tagsStore.get().visited.length > 0) tagsStore.set(model.emptyTags());
});
