import type { ComponentType } from 'react';
import { MissingId } from './QueryState.tsx';
import { useIdParam } from './useIdParam.ts';

/**
 * A detail screen of one record: `screenById('ParentId', ParentDetail)` reads the id from the
 * address (`?ParentId=3`) and shows the screen with it, or the missing-id view without one.
 */
export function screenById(param: string, Screen: ComponentType<{ id: number }>): ComponentType {
  function ScreenById() {
    const id = useIdParam(param);
    return id ? <Screen id={id} /> : <MissingId />;
  }
  ScreenById.displayName = `screenById(${param}, ${Screen.displayName ?? Screen.name})`;
  return ScreenById;
}
