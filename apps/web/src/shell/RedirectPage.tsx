import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTargetOf } from '../router/paths.ts';
import { refreshTag } from './tags.ts';

/**
 * /Redirect/<path>: refreshes a view (spec §2.1). The view's cache is dropped (so it remounts)
 * and the user is sent back to <path> with its query, replacing the history entry.
 */
export default function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = redirectTargetOf(pathname) ?? '/';
    refreshTag(target);
    navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
