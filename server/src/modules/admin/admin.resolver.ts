import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SignedIn } from '../../graphql/access.js';
import type { AppContext } from '../../context.js';
import { idOf } from '../../graphql/relay.js';
import { ADMIN_MESSAGES, PASSWORD_RESET_MESSAGES, SESSION_MESSAGES, STEP_UP_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { ConfirmIdentityInput, ConfirmTotpSetupInput, DisableTwoFactorInput, FinishSignInInput, NewRecoveryCodesInput, ChangeEmailInput, ChangePasswordInput, CreateAdminInput, EndSessionInput, LoginInput, RequestPasswordResetInput, ResetPasswordInput } from './admin.input.js';
import { adminSessionOf } from './admin.service.js';
import { ConfirmIdentityPayload, ConfirmTotpSetupPayload, DisableTwoFactorPayload, FinishSignInPayload, NewRecoveryCodesPayload, StartTotpSetupPayload, TwoFactorStatus, AccountActivity, toAccountActivity, Admin, ChangeEmailPayload, ChangePasswordPayload, CreateAdminPayload, LoginPayload, LogoutPayload, RequestPasswordResetPayload, ResetPasswordPayload, TokenVerification, toAdmin, AdminSession, EndSessionPayload, toAdminSession } from './admin.type.js';

@Resolver()
export class AdminResolver {
  @Public({ ownRecord: 'Admin' })
  @Mutation(() => LoginPayload, { description: 'Signs an admin in; the token goes in the Authorization header of admin calls.' })
  async login(@Arg('input', () => LoginInput, { description: 'The username and password to sign in with.' }) input: LoginInput, @Ctx() { services, ip, userAgent }: AppContext): Promise<LoginPayload> {
    const { session, secondStep } = await services.admin.login(input, { ip, userAgent });
    if (!session) return { token: null, expiresAt: null, admin: null, secondStep: { token: secondStep, message: TWO_FACTOR_MESSAGES.secondStep } };
    return { token: session.token, expiresAt: session.expiresAt, admin: toAdmin(session.admin), secondStep: null };
  }

  @Public({ ownRecord: 'Admin' })
  @Mutation(() => FinishSignInPayload, { description: "The second step of a sign-in with two-factor authentication on: `login`'s `secondStep.token`, and an authenticator code (never one used before) or a recovery code (each once). Five wrong codes in a row lock the step for a while." })
  async finishSignIn(@Arg('input', () => FinishSignInInput, { description: 'The step and the code.' }) input: FinishSignInInput, @Ctx() { services, ip, userAgent }: AppContext): Promise<FinishSignInPayload> {
    const session = await services.admin.finishSignIn(input, { ip, userAgent });
    return { token: session.token, expiresAt: session.expiresAt, admin: toAdmin(session.admin) };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Query(() => TwoFactorStatus, { description: "Whether the signed-in admin's two-factor authentication is on, and how many recovery codes are left." })
  twoFactor(@Ctx() { services, requireSignedIn }: AppContext): Promise<TwoFactorStatus> {
    return requireSignedIn().then((principal) => services.twoFactor.status(adminSessionOf(principal)));
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => StartTotpSetupPayload, { description: 'A new authenticator secret for the signed-in admin, with its QR code: scan it, then `confirmTotpSetup` with a code.' })
  async startTotpSetup(@Ctx() { services, requireSignedIn }: AppContext): Promise<StartTotpSetupPayload> {
    return services.twoFactor.startSetup(adminSessionOf(await requireSignedIn()));
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => ConfirmTotpSetupPayload, { description: 'Turns two-factor authentication on with a code of the secret `startTotpSetup` gave; answers the ten recovery codes, shown this once.' })
  async confirmTotpSetup(@Arg('input', () => ConfirmTotpSetupInput, { description: 'The code.' }) input: ConfirmTotpSetupInput, @Ctx() { services, requireSignedIn }: AppContext): Promise<ConfirmTotpSetupPayload> {
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: await services.twoFactor.confirmSetup(adminSessionOf(await requireSignedIn()), input.code) };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => DisableTwoFactorPayload, { description: "Turns the signed-in admin's two-factor authentication off, proven by the password." })
  async disableTwoFactor(@Arg('input', () => DisableTwoFactorInput, { description: 'The current password.' }) input: DisableTwoFactorInput, @Ctx() { services, requireSignedIn, ip }: AppContext): Promise<DisableTwoFactorPayload> {
    await services.twoFactor.disable(adminSessionOf(await requireSignedIn()), input.currentPassword, ip);
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => NewRecoveryCodesPayload, { description: 'Ten new recovery codes in place of the old ones, proven by the password; shown this once.' })
  async newRecoveryCodes(@Arg('input', () => NewRecoveryCodesInput, { description: 'The current password.' }) input: NewRecoveryCodesInput, @Ctx() { services, requireSignedIn, ip }: AppContext): Promise<NewRecoveryCodesPayload> {
    return { message: TWO_FACTOR_MESSAGES.codesMade, recoveryCodes: await services.twoFactor.newRecoveryCodes(adminSessionOf(await requireSignedIn()), input.currentPassword, ip) };
  }

  @SignedIn()
  @Mutation(() => LogoutPayload, { description: 'Signs out: the token stops working at once.' })
  async logout(@Ctx() { services, requireSignedIn }: AppContext): Promise<LogoutPayload> {
    await services.admin.logout(adminSessionOf(await requireSignedIn()));
    return { success: true };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => ChangePasswordPayload, { description: 'Sets a new password for the signed-in admin; their other sessions end.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current password, and the new one.' }) input: ChangePasswordInput,
    @Ctx() { services, requireSignedIn, ip }: AppContext,
  ): Promise<ChangePasswordPayload> {
    return { admin: toAdmin(await services.admin.changePassword(adminSessionOf(await requireSignedIn()), input, ip)) };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Mutation(() => ChangeEmailPayload, { description: "Sets the signed-in admin's address (where reset links go), proven by their password; the former address is told." })
  async changeEmail(
    @Arg('input', () => ChangeEmailInput, { description: 'The new address, and the current password.' }) input: ChangeEmailInput,
    @Ctx() { services, requireSignedIn, ip }: AppContext,
  ): Promise<ChangeEmailPayload> {
    const admin = await services.admin.changeEmail(adminSessionOf(await requireSignedIn()), input, ip);
    return { message: ADMIN_MESSAGES.emailChanged, admin: toAdmin(admin) };
  }

  @SignedIn()
  @Mutation(() => ConfirmIdentityPayload, { description: 'Proves the signed-in admin again in this session (step-up), by the password or a code: the operations that ask for a recent proof (`STEP_UP_REQUIRED`) go on for 10 minutes.' })
  async confirmIdentity(
    @Arg('input', () => ConfirmIdentityInput, { description: 'The password, or a code of the second factor.' }) input: ConfirmIdentityInput,
    @Ctx() { services, requireSignedIn, ip }: AppContext,
  ): Promise<ConfirmIdentityPayload> {
    const provenUntil = await services.stepUp.confirm(adminSessionOf(await requireSignedIn()), input, ip);
    return { message: STEP_UP_MESSAGES.confirmed, provenUntil };
  }

  @Public()
  @Mutation(() => RequestPasswordResetPayload, { description: 'Emails a link to choose a new password to the active member signing in with the address; answers the same for any address.' })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput, { description: 'The address the account signs in with.' }) input: RequestPasswordResetInput,
    @Ctx() { services, ip }: AppContext,
  ): Promise<RequestPasswordResetPayload> {
    await services.passwordResets.request(input.email, ip);
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  @Public()
  @Mutation(() => ResetPasswordPayload, { description: "Sets a new password by a reset link's token (once): every session of the account ends." })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: "The link's token and the new password." }) input: ResetPasswordInput,
    @Ctx() { services, ip }: AppContext,
  ): Promise<ResetPasswordPayload> {
    await services.passwordResets.reset(input, ip);
    return { message: PASSWORD_RESET_MESSAGES.done };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Query(() => TokenVerification, { description: 'Checks the token in the Authorization header.' })
  async verifyToken(@Ctx() { services, requireSignedIn }: AppContext): Promise<TokenVerification> {
    const identity = adminSessionOf(await requireSignedIn());
    const [admin, previousSignInAt] = await Promise.all([services.admin.profile(identity), services.admin.previousSignIn(identity)]);
    return { success: true, expiresAt: identity.expiresAt, previousSignInAt, twoFactorSetupRequired: identity.twoFactorSetupRequired, admin: toAdmin(admin) };
  }

  @SignedIn({ ownRecord: 'AdminSession' })
  @Query(() => [AdminSession], { description: "The live sessions of the signed-in admin's account, the last used first; with `adminId`, another member's (needs `team:manage`)." })
  async sessions(
    @Arg('adminId', () => ID, { nullable: true, description: "Another member's global id; none: the signed-in admin's own." }) adminId: string | null,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<AdminSession[]> {
    const identity = adminSessionOf(await requireSignedIn());
    const sessions = await services.admin.sessions(identity, adminId ? idOf(adminId, 'Admin', SESSION_MESSAGES.memberNotFound) : identity.adminId);
    return sessions.map((session) => toAdminSession({ session, current: session.id === identity.sessionId }));
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Query(() => [AccountActivity], { description: "The latest events about the signed-in admin's own account (sign-ins, failures, changes of password or address, ended sessions), newest first." })
  async accountActivity(@Ctx() { services, requireSignedIn }: AppContext): Promise<AccountActivity[]> {
    return (await services.admin.activity(adminSessionOf(await requireSignedIn()))).map(toAccountActivity);
  }

  @SignedIn()
  @Mutation(() => EndSessionPayload, { description: "Ends one live session at once: one of the signed-in admin's own, or any member's with `team:manage`." })
  async endSession(@Arg('input', () => EndSessionInput, { description: 'The session to end.' }) input: EndSessionInput, @Ctx() { services, requireSignedIn }: AppContext): Promise<EndSessionPayload> {
    await services.admin.endSession(adminSessionOf(await requireSignedIn()), idOf(input.id, 'AdminSession', SESSION_MESSAGES.notFound));
    return { message: SESSION_MESSAGES.ended };
  }

  @SignedIn({ ownRecord: 'Admin' })
  @Query(() => Admin, { description: 'The signed-in admin.' })
  async me(@Ctx() { services, requireSignedIn }: AppContext): Promise<Admin> {
    return toAdmin(await services.admin.profile(adminSessionOf(await requireSignedIn())));
  }

  @Public()
  @Query(() => Boolean, { description: 'Whether anyone may register: true only until the first admin exists.' })
  registrationOpen(@Ctx() { services }: AppContext): Promise<boolean> {
    return services.admin.registrationOpen();
  }

  @Public({ ownRecord: 'Admin' })
  @Mutation(() => CreateAdminPayload, {
    description: 'Creates an admin account: without a token while no admin exists (the first is an owner, signed in at once), afterwards only with `team:manage`.',
  })
  async createAdmin(
    @Arg('input', () => CreateAdminInput, { description: "The new account's username, password and role." }) input: CreateAdminInput,
    @Ctx() { services, principal, ip, userAgent }: AppContext,
  ): Promise<CreateAdminPayload> {
    const created = await services.admin.createAdmin(input, await principal(), { ip, userAgent });
    return { admin: toAdmin(created.admin), token: created.session?.token ?? null, expiresAt: created.session?.expiresAt ?? null };
  }
}
