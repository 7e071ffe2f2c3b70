import type { Admin, LoginInput, LoginResponse } from '@app/shared/auth';
import { api } from '../../lib/api';

export async function postLogin(input: LoginInput): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('/auth/login', input);
  return data;
}

export async function getMe(): Promise<Admin> {
  const { data } = await api.get<Admin>('/auth/me');
  return data;
}
