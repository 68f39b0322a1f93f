/** A valid 18-character ID card number for a birthday (GB 11643 check character; region 110105, Chaoyang, Beijing). */
export function idCardNo(birthday: string, seq = 123, region = '110105'): string {
  const body = `${region}${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}
