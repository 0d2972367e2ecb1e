import { AppError, BadRequestError } from '@lemans/platform';
import { type Request, type Response, Router } from 'express';
import { clientIp, hashIp } from '../http/client-ip.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { ADMIN_COOKIE, type AdminAuth, adminToken, checkPassword } from './admin-auth.ts';
import {
  ADMIN_LOGIN_TTL_MS,
  createAdminLogin,
  deleteAdminLogin,
  findAdminLogin,
} from './admin-logins-repository.ts';
import { recordAdminAction } from './audit-repository.ts';

const cookieOptions = (req: Request) =>
  ({ httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api/admin' }) as const;

/** POST /admin/login: the password for a login cookie. Mounted before the admin guard. */
export function adminLoginRoutes(auth: AdminAuth): Router {
  const router = Router();
  router.post('/admin/login', readJsonBody(4 * 1024), async (req, res) => {
    const password: unknown = req.body?.password;
    if (typeof password !== 'string' || password === '')
      throw new BadRequestError('Mot de passe requis', { code: 'admin.password_required' });
    await checkPassword(auth, req, res, password);
    const clientIpHash = hashIp(clientIp(req));
    const { token, expiresAt } = await createAdminLogin(auth.db, { clientIpHash, now: auth.now() });
    await recordAdminAction(auth.db, 'login', { clientIpHash });
    res.cookie(ADMIN_COOKIE, token, { ...cookieOptions(req), maxAge: ADMIN_LOGIN_TTL_MS });
    res.json({ success: true, expires_at: expiresAt.toISOString() });
  });
  return router;
}

/** GET /admin/session (whether and until when the login holds) and POST /admin/logout. Behind the admin guard. */
export function signedInAdminRoutes(auth: AdminAuth): Router {
  const router = Router();
  router.get('/admin/session', async (req, res) => {
    const token = adminToken(req);
    const expiresAt = token ? await findAdminLogin(auth.db, token, auth.now()) : undefined;
    res.set('Cache-Control', 'no-store');
    res.json({ authenticated: true, expires_at: expiresAt?.toISOString() ?? null });
  });
  router.post('/admin/logout', async (req: Request, res: Response) => {
    const token = adminToken(req);
    if (!token) throw new AppError('Aucune session à fermer', 400, { code: 'admin.no_session' });
    await deleteAdminLogin(auth.db, token);
    await recordAdminAction(auth.db, 'logout', { clientIpHash: hashIp(clientIp(req)) });
    res.clearCookie(ADMIN_COOKIE, cookieOptions(req));
    res.json({ success: true });
  });
  return router;
}
