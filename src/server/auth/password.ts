import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (a const enum in the typings, not importable under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password, verified against when the username is unknown,
// so a wrong username costs the same time as a wrong password.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword("not-a-real-password-" + Math.random()));
}

/** The most common passwords (and their obvious variants) are refused. */
const COMMON = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix admin admin123 administrator welcome welcome1 password1 password123 passw0rd p@ssword p@ssw0rd changeme secret letmein1 qwerty123 abc12345 test123 test1234 default guest root toor 11111 1q2w3e4r 1q2w3e 123abc q1w2e3r4 iloveyou1`.split(
    /\s+/,
  ),
);

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return COMMON.has(p) || /^(.)\1+$/.test(p) || "0123456789".includes(p) || "abcdefghijklmnopqrstuvwxyz".includes(p);
}
