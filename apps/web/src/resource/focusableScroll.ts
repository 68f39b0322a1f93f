import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A table wider than its card scrolls sideways; a keyboard reaches that scroll through what is
 * focusable in it (row buttons, selection boxes). When nothing in it is (an empty list of an
 * entity whose rows are not selected), the scrolling area itself becomes a named tab stop
 * (WCAG 2.1.1; axe's scrollable-region-focusable), until the rows bring their own. Checked after
 * every render of the list (two selector queries).
 */
export function useFocusableScroll(box: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const region = box.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!region) return;
    const isStop = region.dataset.scrollStop === 'true';
    const needsStop = region.querySelector(FOCUSABLE) == null && region.scrollWidth > region.clientWidth;
    if (needsStop === isStop) return;
    if (needsStop) {
      region.dataset.scrollStop = 'true';
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    } else {
      delete region.dataset.scrollStop;
      for (const a of ['tabindex', 'role', 'aria-label']) region.removeAttribute(a);
    }
  });
}
