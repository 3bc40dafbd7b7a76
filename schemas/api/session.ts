import * as z from 'zod/mini';
import { UserInfo } from '../user.ts';
import { apiResponse, rowsOf } from './envelope.ts';

export const Role = z.enum(['user', 'ops']);
export type Role = z.infer<typeof Role>;

/** The logged-in user as the user center returns it: SPEC §3 user info plus the console role. */
export const SessionUser = z.object({ ...UserInfo.shape, role: Role });
export type SessionUser = z.infer<typeof SessionUser>;

/** POST /api/web/v1/usercenter/login form fields. */
export const LoginRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'username is required'), z.maxLength(64)),
  password: z.string().check(z.minLength(1, 'password is required'), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login: sets the sid (HttpOnly), pver and sign cookies and returns the user. */
export const LoginResponse = apiResponse(SessionUser);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/web/v1/usercenter/user_info (401 when logged out). */
export const UserInfoResponse = apiResponse(SessionUser);
export type UserInfoResponse = z.infer<typeof UserInfoResponse>;

/** POST logout and GET logoutAll: how many sessions ended (0 when there was none). */
export const LogoutResponse = apiResponse(z.object({ ended: z.int().check(z.minimum(0)) }));
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** GET /api/web/v1/usercenter/get_user_tag (401 when logged out). */
export const UserTagResponse = apiResponse(z.object({ tags: z.array(z.string()) }));
export type UserTagResponse = z.infer<typeof UserTagResponse>;
/** The tags as the browser reads them: one that is not text is left out. */
export const UserTagRead = apiResponse(z.object({ tags: rowsOf(z.string()) }));
