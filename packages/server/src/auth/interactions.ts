import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction, InteractionResults } from 'oidc-provider';
import { SIGN_UP_HINT, normaliseUsername } from '@memory/contracts';
import {
  CREDENTIAL_MESSAGES,
  credentialsProblems,
  CredentialsError,
  storeCredentials,
  verifyCredentials,
  type Account,
} from './credentials';
import { warmPasswordPolicy } from './password-policy';
import type { AuthDatabase } from './database';
import { PAGE_SECURITY_HEADERS, renderMessage, renderSignIn, renderSignUp, type FormState } from './pages';
import { interactionPath } from './provider';
import { WEB_CLIENT_ID, type AuthSettings } from './settings';
import type { AuthThrottle, Refusal } from './throttle';

/**
 * The product's sign-in and sign-up screens at /oidc/interaction/:uid. oidc-provider sends the browser here
 * whenever it needs someone to sign in; a successful form hands the account back to the provider, which
 * continues the authorization request. Consent is implied for the product's own web app.
 */
interface InteractionRoutesOptions {
  provider: Provider;
  db: AuthDatabase;
  settings: AuthSettings;
  /** sign-in and sign-up abuse limits (throttle.ts) */
  throttle: AuthThrottle;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type FormRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>;

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-type': 'text/html; charset=utf-8',
  ...PAGE_SECURITY_HEADERS,
} as const;

export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, db, settings, throttle } = options;
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const base = interactionPath(settings, ':uid');
  const signInUrls = (interaction: Interaction) => {
    const page = interactionPath(settings, encodeURIComponent(interaction.uid));
    return { action: `${page}/login`, signUp: `${page}/signup`, abort: `${page}/abort` };
  };
  const signUpUrls = (interaction: Interaction) => {
    const page = interactionPath(settings, encodeURIComponent(interaction.uid));
    return { action: `${page}/signup`, signIn: page, abort: `${page}/abort` };
  };

  const sendPage = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(PAGE_HEADERS).send(body);
  /** 429 with Retry-After: the form again, saying how long to wait. */
  const sendRefusal = (reply: FastifyReply, refusal: Refusal, body: string) =>
    reply.header('retry-after', String(refusal.retryAfterSeconds)).code(429).headers(PAGE_HEADERS).send(body);

  /** The pending interaction this browser started, or null when it expired or belongs to another tab's cookie. */
  const pendingInteraction = async (request: UidRequest, reply: FastifyReply): Promise<Interaction | null> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch {
      return null;
    }
  };

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      renderMessage({
        title: '登录页面已过期',
        message: '这个登录页面已过期或已在别处完成，请从记忆仓库重新登录。',
        action: { href: `${settings.publicUrl}/login`, label: '重新登录' },
      }),
    );

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  const signedIn = (request: FastifyRequest, reply: FastifyReply, account: Account) =>
    finish(request, reply, { login: { accountId: account.id, remember: true } });

  app.get(base, async (request: UidRequest, reply) => {
    const interaction = await pendingInteraction(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'login') {
      warmPasswordPolicy();
      // 免费开始 asks for the sign-up form first; its 已有账号 link still leads to the sign-in form.
      if (interaction.params[SIGN_UP_HINT.name] === SIGN_UP_HINT.value) return sendPage(reply, 200, renderSignUp(signUpUrls(interaction)));
      return sendPage(reply, 200, renderSignIn(signInUrls(interaction)));
    }
    if (interaction.prompt.name === 'consent' && interaction.params.client_id === WEB_CLIENT_ID) {
      return finish(request, reply, { consent: { grantId: await grantEverythingAsked(provider, interaction) } });
    }
    return finish(request, reply, { error: 'access_denied', error_description: 'unsupported interaction' });
  });

  app.get(`${base}/signup`, async (request: UidRequest, reply) => {
    const interaction = await pendingInteraction(request, reply);
    if (!interaction) return expired(reply);
    warmPasswordPolicy();
    return sendPage(reply, 200, renderSignUp(signUpUrls(interaction)));
  });

  app.post(`${base}/login`, async (request: FormRequest, reply) => {
    const interaction = await pendingInteraction(request, reply);
    if (!interaction) return expired(reply);
    const username = formText(request.body, 'username');
    const password = formText(request.body, 'password');
    const state: FormState = { username };
    if (!normaliseUsername(username)) state.fieldErrors = { username: CREDENTIAL_MESSAGES.usernameRequired };
    else if (!password) state.fieldErrors = { password: '请输入密码' };
    if (state.fieldErrors) return sendPage(reply, 400, renderSignIn(signInUrls(interaction), state));

    // Throttled before the password is even checked: a locked pair learns nothing, not even right from wrong.
    const refused = await throttle.beforeSignIn(username, request.ip);
    if (refused) return sendRefusal(reply, refused, renderSignIn(signInUrls(interaction), { username, error: refused.message }));

    const account = await verifyCredentials(db, { username, password });
    if (!account) {
      const wait = await throttle.signInFailed(username, request.ip);
      const error = wait ? `${CREDENTIAL_MESSAGES.wrongPassword}。${wait.message}` : CREDENTIAL_MESSAGES.wrongPassword;
      if (wait) reply.header('retry-after', String(wait.retryAfterSeconds));
      return sendPage(reply, 401, renderSignIn(signInUrls(interaction), { username, error }));
    }
    await throttle.signInSucceeded(username, request.ip);
    return signedIn(request, reply, account);
  });

  app.post(`${base}/signup`, async (request: FormRequest, reply) => {
    const interaction = await pendingInteraction(request, reply);
    if (!interaction) return expired(reply);
    const username = formText(request.body, 'username');
    const password = formText(request.body, 'password');
    const confirm = formText(request.body, 'confirm');
    const refused = await throttle.beforeSignUp(request.ip);
    if (refused) return sendRefusal(reply, refused, renderSignUp(signUpUrls(interaction), { username, error: refused.message }));

    // Every broken rule at once, so nobody fixes one field only to be told about the next.
    const fieldErrors: NonNullable<FormState['fieldErrors']> = credentialsProblems({ username, password });
    if (!fieldErrors.password && confirm !== password) fieldErrors.confirm = '两次输入的密码不一致';
    if (Object.keys(fieldErrors).length > 0) {
      return sendPage(reply, 400, renderSignUp(signUpUrls(interaction), { username, fieldErrors }));
    }

    try {
      const account = await storeCredentials(db, { username, password });
      await throttle.signedUp(request.ip);
      return signedIn(request, reply, account);
    } catch (error) {
      if (!(error instanceof CredentialsError)) throw error;
      const status = error.code === 'USERNAME_TAKEN' ? 409 : 400;
      return sendPage(reply, status, renderSignUp(signUpUrls(interaction), { username, fieldErrors: { [error.field]: error.message } }));
    }
  });

  app.get(`${base}/abort`, async (request: UidRequest, reply) => {
    const interaction = await pendingInteraction(request, reply);
    if (!interaction) return reply.redirect(`${settings.publicUrl}/`);
    return finish(request, reply, { error: 'access_denied', error_description: '用户取消了登录' });
  });
}

/** First-party consent: the web app gets every scope, claim and API scope it asked for. */
async function grantEverythingAsked(provider: Provider, interaction: Interaction): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

/** One text field of an urlencoded form; repeated or missing fields read as one string or ''. */
function formText(body: Record<string, unknown> | undefined, name: string): string {
  const value = body?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}
