import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { RedirectIfSignedIn, RequireAdmin } from './auth/guards';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RegisterPage } from './auth/RegisterPage';
import { CareersPage } from './careers/CareersPage';
import { JobFormPage } from './careers/JobFormPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { DemoRequestsPage } from './demo-requests/DemoRequestsPage';
import { FormSubmissionsPage } from './form-submissions/FormSubmissionsPage';
import { NewsletterPage } from './newsletter/NewsletterPage';
import { PostsPage } from './posts/PostsPage';
import { RecipientFormPage } from './recipients/RecipientFormPage';
import { RecipientsPage } from './recipients/RecipientsPage';
import { SettingsPage } from './settings/SettingsPage';
import { AdminShell } from './shell/AdminShell';
import { UsersPage } from './users/UsersPage';

/** `/login` is where some screens send a 401 (spec); it is the back office's sign-in. */
function LegacyLogin() {
  const { state } = useLocation();
  return <Navigate to="/admin/login" replace state={state} />;
}

/**
 * The back office's routes (spec section 2): sign-in, registration and sign-out are open;
 * everything else needs a signed-in admin, and unknown paths lead to /admin.
 */
export function AdminApp() {
  return (
    <AuthProvider>
      <Routes>
        <Route path="/admin/login" element={<RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn>} />
        <Route path="/admin/register" element={<RedirectIfSignedIn><RegisterPage /></RedirectIfSignedIn>} />
        <Route path="/admin/logout" element={<LogoutPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<LegacyLogin />} />
        <Route path="/admin" element={<RequireAdmin><AdminShell /></RequireAdmin>}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="posts" element={<PostsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="email-recipients" element={<RecipientsPage />} />
          <Route path="email-recipients/new" element={<RecipientFormPage />} />
          <Route path="email-recipients/edit/:id" element={<RecipientFormPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="form-submissions" element={<FormSubmissionsPage />} />
          <Route path="careers" element={<CareersPage />} />
          <Route path="careers/new" element={<JobFormPage />} />
          <Route path="careers/:id/edit" element={<JobFormPage />} />
          <Route path="demo-requests" element={<DemoRequestsPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AuthProvider>
  );
}
