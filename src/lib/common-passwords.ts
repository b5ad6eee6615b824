/**
 * The most common passwords and their obvious variants (another case, digits
 * or symbols added at the end, one character repeated, a run of the alphabet,
 * the digits or the keyboard). Browser-safe; used for the admin's password
 * (change password, and ADMIN_PASSWORD at start-up).
 */
const COMMON = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix admin admin123 administrator welcome welcome1 password1 password123 passw0rd p@ssword p@ssw0rd changeme secret letmein1 qwerty123 abc12345 test123 test1234 default guest root toor 11111 1q2w3e4r 1q2w3e 123abc q1w2e3r4 iloveyou1`.split(
    /\s+/,
  ),
);

const RUNS = [
  "01234567890123456789",
  "98765432109876543210",
  "abcdefghijklmnopqrstuvwxyz",
  "zyxwvutsrqponmlkjihgfedcba",
  "qwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn",
  "1q2w3e4r5t6y7u8i9o0p",
];

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  const stem = p.replace(/[^a-z]+$/, "");
  return COMMON.has(p) || (stem !== "" && COMMON.has(stem)) || /^(.)\1+$/.test(p) || RUNS.some((run) => run.includes(p));
}
