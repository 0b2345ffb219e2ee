// Calls to the accounts API (better-auth under /api/auth), answering status and message.
export async function postAuth(
  path: string,
  body: unknown,
): Promise<{ status: number; message: string | null }> {
  try {
    const res = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => null)) as {
      message?: string;
      error?: { message?: string };
    } | null;
    return { status: res.status, message: data?.error?.message ?? data?.message ?? null };
  } catch {
    return { status: 0, message: null };
  }
}
