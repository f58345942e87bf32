import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  adminInviteBody,
  adminInviteReply,
  authSessionReply,
  authUserReply,
  contactUsBody,
  loginBody,
  profileSwitchBody,
  profileSwitchReply,
  requestResetPasswordBody,
  resendEmailVerificationQuery,
  resetPasswordBody,
  resetPasswordQuery,
  sendSmsVerificationBody,
  signupAcceptedReply,
  signupBody,
  signupInvitedBody,
  verifyEmailQuery,
  verifyEmailReply,
  verifySmsCodeBody,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { dummyPasswordHash } from '../../lib/passwords';
import { routeSchema } from '../../lib/route-schema';
import { inviteAdmin, signupInvited } from './admin-invitations';
import { contactUs } from './contact';
import { resendEmailVerification, verifyEmail } from './email-verification';
import { login, logout } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { sendSmsVerification, verifySmsCode } from './phone-verification';
import { switchProfile } from './profile-switch';
import { REFERRAL_COOKIE } from './extensions';
import { signup } from './signup';
import { authRateLimit, caller, meta, readCookie, tags } from './routes-common';
import { authSocialRoutes } from './routes-social';

export { authRateLimit } from './routes-common';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = authRateLimit(deps.config);
  // Computed now, so the first login with an unknown e-mail is not slower than the next ones.
  await dummyPasswordHash();

  app.post(
    '/auth/signup',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Create an account',
        description:
          'Answers 202 `verificationSent` whether or not the e-mail already has an account, and opens no session, so the form cannot tell ' +
          'who is registered. A free address gets an unverified account and a verification mail (link + 6-digit code); the code, entered ' +
          'with the address (auth/verify-email), signs the user in. An address whose account was never verified gets the new name and ' +
          'password and a fresh verification mail (earlier codes and sessions end). A verified account is left as it is and its owner is ' +
          'mailed that someone tried to sign up, with a password-reset link. With `invitationCode` from an administrator invitation ' +
          '(auth/admin/invite) sent to the same e-mail, the account becomes an administrator with its e-mail verified, the invitation is ' +
          'accepted and the reply is 201 with a session; an invalid code answers 400, an address with an account 409.',
        body: signupBody,
        errors: [409],
        response: { 201: authSessionReply, 202: signupAcceptedReply },
      }),
    },
    async (request, reply) => {
      const referralCode = readCookie(request, REFERRAL_COOKIE);
      const result = await signup(deps, request.body as v.InferOutput<typeof signupBody>, { ...meta(request), referralCode });
      reply.status('token' in result ? 201 : 202);
      return result;
    },
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Sign in with e-mail and password',
        description: 'A new opaque token at every login. Unknown e-mail, wrong password and blocked accounts all answer the same 401.',
        body: loginBody,
        errors: [401],
        response: { 200: authSessionReply },
      }),
    },
    async (request) => login(deps, request.body as v.InferOutput<typeof loginBody>, { adminOnly: false }, meta(request)),
  );

  app.post(
    '/auth/admin/login',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Sign in as an administrator',
        description: 'As auth/login, for administrators only; anyone else gets the same 401 as a wrong password.',
        body: loginBody,
        errors: [401],
        response: { 200: authSessionReply },
      }),
    },
    async (request) => login(deps, request.body as v.InferOutput<typeof loginBody>, { adminOnly: true }, meta(request)),
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Sign out (end this session)',
        description: "Not in the spec: the shell's sign-out needs it. Revokes the token the call was made with; other sessions stay.",
        security: 'bearer',
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await logout(deps, caller(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/verify-email',
    {
      config: { auth: 'optional' },
      schema: routeSchema({
        tags,
        summary: 'Verify the e-mail address',
        description:
          '`code` is the token of the mailed link (valid 48 h, no sign-in needed) or the 6-digit code of the same mail (valid 30 min, at ' +
          'most 5 wrong tries), entered either with the bearer token of the account or, without one, with `email` (right after sign-up, ' +
          'which opens no session): then the reply also carries a new session (`token`, `expiresAt`). Single use. `isAccepted=true` ' +
          'records that the user accepted the terms.',
        querystring: verifyEmailQuery,
        errors: [400, 401],
        response: { 200: verifyEmailReply },
      }),
    },
    async (request) => {
      const { user, session } = await verifyEmail(
        deps,
        request.query as v.InferOutput<typeof verifyEmailQuery>,
        request.auth,
        meta(request),
      );
      return session ? { user, token: session.token, expiresAt: session.expiresAt } : { user };
    },
  );

  app.post(
    '/auth/resend-email-verification',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Send the verification mail again',
        description:
          'Always 204, whether or not the address has an account. Earlier links and codes stop working. At most 5 mails an hour per account.',
        querystring: resendEmailVerificationQuery,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await resendEmailVerification(deps, (request.query as v.InferOutput<typeof resendEmailVerificationQuery>).email);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/request-reset-password',
    {
      config: { auth: 'public', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Mail a password-reset link',
        description: 'Always 204, whether or not the address has an account. The link (…/newPassword?code=…) works once, for 1 hour.',
        body: requestResetPasswordBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await requestPasswordReset(deps, (request.body as v.InferOutput<typeof requestResetPasswordBody>).email);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags,
        summary: 'Set a new password with the mailed code',
        description:
          'Sets the password and signs the user out everywhere (every session is revoked). A used, expired or unknown code answers 400.',
        querystring: resetPasswordQuery,
        body: resetPasswordBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      const { code } = request.query as v.InferOutput<typeof resetPasswordQuery>;
      await resetPassword(deps, code, (request.body as v.InferOutput<typeof resetPasswordBody>).password);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/send-sms-verification',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Text a verification code to a phone number',
        description:
          'The number stays pending until auth/verify-sms-code. Valid 10 minutes; a new code ends the previous one; at most 5 an hour.',
        security: 'bearer',
        body: sendSmsVerificationBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await sendSmsVerification(deps, caller(request), (request.body as v.InferOutput<typeof sendSmsVerificationBody>).phoneNumber);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/verify-sms-code',
    {
      config: { auth: 'user', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Confirm the texted code',
        description:
          'The pending number becomes the verified phone number. A wrong code answers 422 on `code`; after 5 wrong tries a new code is needed.',
        security: 'bearer',
        body: verifySmsCodeBody,
        response: { 200: authUserReply },
      }),
    },
    async (request) => ({
      user: await verifySmsCode(deps, caller(request), (request.body as v.InferOutput<typeof verifySmsCodeBody>).code),
    }),
  );

  app.post(
    '/auth/profile-switch',
    {
      config: { auth: 'user' },
      schema: routeSchema({
        tags,
        summary: 'Make a profile the active one',
        description: "The caller must be a member (403 otherwise) and profileType must be the profile's type (400). Stored on the session.",
        security: 'bearer',
        body: profileSwitchBody,
        response: { 200: profileSwitchReply },
      }),
    },
    async (request) => ({ profile: await switchProfile(deps, caller(request), request.body as v.InferOutput<typeof profileSwitchBody>) }),
  );

  app.post(
    '/auth/contact-us',
    {
      config: { auth: 'optional', rateLimit },
      schema: routeSchema({
        tags,
        summary: 'Send the contact form',
        description: 'Stored and mailed to the support address. Signed-in callers are linked to their message.',
        body: contactUsBody,
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await contactUs(deps, request.body as v.InferOutput<typeof contactUsBody>, request.auth);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/admin/invite',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Invite a new administrator',
        description:
          'Mails a link (…/invitation?code=…, valid 7 days); the invited person accepts by signing up (auth/signup) with that e-mail and ' +
          '`invitationCode`. An earlier open invitation to the address is revoked. An address that already has an account answers 409.',
        security: 'bearer',
        body: adminInviteBody,
        errors: [409],
        response: { 201: adminInviteReply },
      }),
    },
    async (request, reply) => {
      reply.status(201);
      return inviteAdmin(deps, caller(request), request.body as v.InferOutput<typeof adminInviteBody>);
    },
  );

  for (const kind of ['investor', 'fund'] as const) {
    app.post(
      `/auth/signup-invited-${kind}`,
      {
        config: { auth: 'public', rateLimit },
        schema: routeSchema({
          tags,
          summary: `Create an account from ${kind === 'investor' ? 'an investor' : 'a fund'} invitation`,
          description:
            'The invitation decides the e-mail, which counts as verified. When the invitation names a profile and a member role, the new user ' +
            'becomes a member of that profile with that role. An unknown, used, revoked or expired invitation answers 400.',
          body: signupInvitedBody,
          errors: [409],
          response: { 201: authSessionReply },
        }),
      },
      async (request, reply) => {
        reply.status(201);
        return signupInvited(deps, kind, request.body as v.InferOutput<typeof signupInvitedBody>, meta(request));
      },
    );
  }

  await authSocialRoutes(app, deps, rateLimit);
}
