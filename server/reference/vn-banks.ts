/**
 * Vietnamese banks on the NAPAS 247 network, with the 6-digit BIN that bank transfers and VietQR use and
 * the code VietQR knows them by. Ids are fixed: saved payment methods store the BIN, clients keep the ids.
 */
import type { VnBankType } from '../../src/contract/calls/reference.ts';
import { assetPath } from './assets.ts';

type BankRow = readonly [id: number, bin: string, code: string, shortName: string, name: string];

const ROWS: readonly BankRow[] = [
  [1, '970436', 'VCB', 'Vietcombank', 'Joint Stock Commercial Bank for Foreign Trade of Vietnam'],
  [2, '970415', 'ICB', 'VietinBank', 'Vietnam Joint Stock Commercial Bank for Industry and Trade'],
  [3, '970418', 'BIDV', 'BIDV', 'Joint Stock Commercial Bank for Investment and Development of Vietnam'],
  [4, '970405', 'VBA', 'Agribank', 'Vietnam Bank for Agriculture and Rural Development'],
  [5, '970407', 'TCB', 'Techcombank', 'Vietnam Technological and Commercial Joint Stock Bank'],
  [6, '970422', 'MB', 'MBBank', 'Military Commercial Joint Stock Bank'],
  [7, '970416', 'ACB', 'ACB', 'Asia Commercial Joint Stock Bank'],
  [8, '970432', 'VPB', 'VPBank', 'Vietnam Prosperity Joint Stock Commercial Bank'],
  [9, '970423', 'TPB', 'TPBank', 'Tien Phong Commercial Joint Stock Bank'],
  [10, '970403', 'STB', 'Sacombank', 'Saigon Thuong Tin Commercial Joint Stock Bank'],
  [11, '970437', 'HDB', 'HDBank', 'Ho Chi Minh City Development Joint Stock Commercial Bank'],
  [12, '970441', 'VIB', 'VIB', 'Vietnam International Commercial Joint Stock Bank'],
  [13, '970443', 'SHB', 'SHB', 'Saigon - Hanoi Commercial Joint Stock Bank'],
  [14, '970431', 'EIB', 'Eximbank', 'Vietnam Export Import Commercial Joint Stock Bank'],
  [15, '970426', 'MSB', 'MSB', 'Vietnam Maritime Commercial Joint Stock Bank'],
  [16, '970448', 'OCB', 'OCB', 'Orient Commercial Joint Stock Bank'],
  [17, '970440', 'SEAB', 'SeABank', 'Southeast Asia Commercial Joint Stock Bank'],
  [18, '970429', 'SCB', 'SCB', 'Sai Gon Joint Stock Commercial Bank'],
  [19, '970454', 'VCCB', 'BVBank', 'Viet Capital Commercial Joint Stock Bank'],
  [20, '970452', 'KLB', 'KienlongBank', 'Kien Long Commercial Joint Stock Bank'],
  [21, '970430', 'PGB', 'PGBank', 'Prosperity and Growth Commercial Joint Stock Bank'],
  [22, '970419', 'NCB', 'NCB', 'National Citizen Commercial Joint Stock Bank'],
  [23, '970400', 'SGICB', 'SaigonBank', 'Saigon Bank for Industry and Trade'],
  [24, '970409', 'BAB', 'BacABank', 'Bac A Commercial Joint Stock Bank'],
  [25, '970412', 'PVCB', 'PVcomBank', 'Vietnam Public Joint Stock Commercial Bank'],
  [26, '970414', 'OCEANBANK', 'MBV', 'Vietnam Modern Bank (formerly Oceanbank)'],
  [27, '970424', 'SHBVN', 'Shinhan Bank', 'Shinhan Bank Vietnam'],
  [28, '970425', 'ABB', 'ABBANK', 'An Binh Commercial Joint Stock Bank'],
  [29, '970427', 'VAB', 'VietABank', 'Viet A Commercial Joint Stock Bank'],
  [30, '970428', 'NAB', 'Nam A Bank', 'Nam A Commercial Joint Stock Bank'],
  [31, '970433', 'VIETBANK', 'VietBank', 'Vietnam Thuong Tin Commercial Joint Stock Bank'],
  [32, '970434', 'IVB', 'Indovina Bank', 'Indovina Bank Limited'],
  [33, '970438', 'BVB', 'BaoViet Bank', 'Bao Viet Joint Stock Commercial Bank'],
  [34, '970439', 'PBVN', 'Public Bank Vietnam', 'Public Bank Vietnam Limited'],
  [35, '970442', 'HLBVN', 'Hong Leong Bank', 'Hong Leong Bank Vietnam Limited'],
  [36, '970444', 'CBB', 'CBBank', 'Vietnam Construction Joint Stock Commercial Bank'],
  [37, '970446', 'COOPBANK', 'Co-opBank', 'Co-operative Bank of Vietnam'],
  [38, '970449', 'LPB', 'LPBank', 'Loc Phat Vietnam Joint Stock Commercial Bank'],
  [39, '970457', 'WVN', 'Woori Bank', 'Woori Bank Vietnam Limited'],
  [40, '970458', 'UOB', 'UOB Vietnam', 'United Overseas Bank (Vietnam) Limited'],
  [41, '970410', 'SCVN', 'Standard Chartered', 'Standard Chartered Bank (Vietnam) Limited'],
  [42, '970406', 'DOB', 'DongA Bank', 'Dong A Commercial Joint Stock Bank'],
  [43, '970408', 'GPB', 'GPBank', 'Global Petro Commercial Joint Stock Bank'],
  [44, '970421', 'VRB', 'VRB', 'Vietnam - Russia Joint Venture Bank'],
  [45, '422589', 'CIMB', 'CIMB Vietnam', 'CIMB Bank (Vietnam) Limited'],
  [46, '458761', 'HSBC', 'HSBC Vietnam', 'HSBC Bank (Vietnam) Limited'],
  [47, '796500', 'DBS', 'DBS Bank', 'DBS Bank Ltd - Ho Chi Minh City Branch'],
  [48, '970462', 'KBHN', 'Kookmin Hanoi', 'Kookmin Bank - Hanoi Branch'],
  [49, '970463', 'KBHCM', 'Kookmin HCMC', 'Kookmin Bank - Ho Chi Minh City Branch'],
  [50, '970455', 'IBKHN', 'IBK Hanoi', 'Industrial Bank of Korea - Hanoi Branch'],
  [51, '970456', 'IBKHCM', 'IBK HCMC', 'Industrial Bank of Korea - Ho Chi Minh City Branch'],
  [52, '546034', 'CAKE', 'CAKE by VPBank', 'CAKE digital bank by VPBank'],
  [53, '546035', 'UBANK', 'Ubank by VPBank', 'Ubank digital bank by VPBank'],
  [54, '963388', 'TIMO', 'Timo', 'Timo digital bank by BVBank'],
];

function bankOf([id, bin, code, shortName, name]: BankRow): VnBankType {
  return { id, bin, code, short_name: shortName, name, logo: assetPath('banks', code) };
}

/** In the order of the bank's market share, as bank pickers usually show them. */
export const VN_BANKS: readonly VnBankType[] = ROWS.map(bankOf);

const BY_BIN = new Map(VN_BANKS.map((bank) => [bank.bin, bank]));

export function vnBankByBin(bin: string): VnBankType | undefined {
  return BY_BIN.get(bin);
}
