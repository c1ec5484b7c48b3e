import type { Permission } from '@rules/access';
import { ADMIN_SCREEN_KEYS, ADMIN_SCREENS, firstScreenOf, mayUseScreen, type AdminScreenKey } from '@rules/admin-screens';
import { ACCEPT_INVITE_PATH } from '@rules/team';
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { AcceptInvitePage } from './auth/AcceptInvitePage';
import { AuthProvider, usePermissions } from './auth/AuthProvider';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { RedirectIfSignedIn, RequireAdmin } from './auth/guards';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RegisterPage } from './auth/RegisterPage';
import { SCREENS } from './screens';
import { AdminShell } from './shell/AdminShell';
import { ScreenFailed } from './shell/ScreenFailed';
import { NoAccess } from './ui/NoAccess';

/** `/login` is where some screens send a 401 (spec); it is the back office's sign-in. */
function LegacyLogin() {
  const { state } = useLocation();
  return <Navigate to="/admin/login" replace state={state} />;
}

/** A screen, or the no-access page in its place when the admin's role does not include it. */
function ScreenRoute({ screen, requires = [], Component }: { screen: AdminScreenKey; requires?: readonly Permission[]; Component: ComponentType }) {
  const permissions = usePermissions();
  const allowed = mayUseScreen(screen, permissions) && requires.every((permission) => permissions.has(permission));
  return allowed ? <Component /> : <NoAccess />;
}

/** `/admin` opens the first screen the admin may use (Dashboard for an Owner, Careers for a Recruiter). */
function FirstScreen() {
  const first = firstScreenOf(usePermissions());
  return first ? <Navigate to={ADMIN_SCREENS[first].path} replace /> : <NoAccess />;
}

/** Each screen of `ADMIN_SCREENS` and the addresses below it, at their absolute paths. */
const screenRoutes: RouteObject[] = ADMIN_SCREEN_KEYS.flatMap((key) => {
  const { path } = ADMIN_SCREENS[key];
  const { Component, children = [] } = SCREENS[key];
  return [
    { path, element: <ScreenRoute screen={key} Component={Component} /> },
    ...children.map((child) => ({ path: `${path}/${child.path}`, element: <ScreenRoute screen={key} requires={child.requires} Component={child.Component} /> })),
  ];
});

/**
 * The back office's routes (spec section 2), for a data router (`createBrowserRouter`; the kit's
 * unsaved-changes guard needs one): sign-in, registration, accepting an invitation and sign-out are open; everything else
 * needs a signed-in admin and is made from the one list of screens; unknown paths lead to /admin.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: '/admin/login', element: <RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn> },
      { path: '/admin/register', element: <RedirectIfSignedIn><RegisterPage /></RedirectIfSignedIn> },
      // Open to whoever has the invitation's link, signed in or not (an Owner may open a link meant for a colleague).
      { path: ACCEPT_INVITE_PATH, element: <AcceptInvitePage /> },
      { path: '/admin/logout', element: <LogoutPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <LegacyLogin /> },
      {
        path: '/admin',
        element: <RequireAdmin><AdminShell /></RequireAdmin>,
        children: [
          {
            // A screen that fails shows its message inside the shell, which stays usable.
            errorElement: <ScreenFailed />,
            children: [{ index: true, element: <FirstScreen /> }, ...screenRoutes, { path: '*', element: <Navigate to="/admin" replace /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
