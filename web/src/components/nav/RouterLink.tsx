import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path inside the site. */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link inside the site, as react-router's `<Link>` draws and follows it (the same href,
 * `data-discover` and click handling), without what only its framework and data routers use:
 * prefetching other routes' modules, masks and view transitions. Its `<Link>` brought those into
 * the first download and every page (issue 23 §3) though this site, with `<BrowserRouter>`,
 * never runs them.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, replace, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
});

interface NavLinkProps extends RouterLinkProps {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
}

/**
 * A link of the nav bar: marked `aria-current="page"` (and the class `active`) while its page
 * is open, or one below it unless `end`, as react-router's `<NavLink>` marks it.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className = '', ...rest }, ref) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(endSlash) === '/');
  return <RouterLink {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />;
});
