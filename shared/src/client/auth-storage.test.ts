import { describe, expect, it } from 'vitest';
import { clearAuth, type KeyValueStorage, readAuth, STORAGE_KEYS, saveAuth } from './auth-storage';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('auth storage', () => {
  it('uses the storage keys the apps share', () => {
    expect(STORAGE_KEYS).toEqual({
      userToken: 'userToken',
      userId: 'userId',
      adminToken: 'adminToken',
      adminId: 'adminId',
    });
  });

  it('saves, reads and clears one kind without touching the other', () => {
    const storage = memoryStorage();
    saveAuth(storage, 'admin', { token: 'tok', id: 7 });
    saveAuth(storage, 'user', { token: 'utok', id: '42' });
    expect(storage.map.get('adminId')).toBe('7');
    expect(readAuth(storage, 'admin')).toEqual({ token: 'tok', id: '7' });
    clearAuth(storage, 'admin');
    expect(readAuth(storage, 'admin')).toBeNull();
    expect(readAuth(storage, 'user')).toEqual({ token: 'utok', id: '42' });
  });

  it('strips quotes and needs both values', () => {
    const storage = memoryStorage();
    storage.setItem('userToken', '"abc"');
    expect(readAuth(storage, 'user')).toBeNull();
    storage.setItem('userId', "'5'");
    expect(readAuth(storage, 'user')).toEqual({ token: 'abc', id: '5' });
    expect(readAuth(undefined, 'user')).toBeNull();
  });
});
