import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One credit of a statement as the matching reads it, whatever the file's format. */
export interface StatementCredit {
  /** The line in a CSV file, or the credit's number in a CAMT.053 document. */
  line: number;
  date: string | null;
  amount: number;
  /** The currency the bank names (CAMT.053; a CSV names none). */
  currency?: string;
  /** The text naming the payment: references, remittance information, the payer. */
  text: string;
  bank_transaction: string;
}

// Elements that may repeat in ISO 20022 bank-to-customer messages, read as lists even when there is one.
const REPEATED = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []);

/** An element's text, whether it carries attributes (then under '#text') or not. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'].trim() || undefined;
  return undefined;
}

/** The value at a path of element names, the first of each list. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    if (!isNode(current)) return undefined;
    current = current[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** Whether a document is XML rather than CSV: what the statement import reads it as. */
export function looksLikeXml(document: string): boolean {
  return /^\uFEFF?\s*</.test(document);
}

/** An Amt element: its value and currency. */
function amountOf(node: unknown): { amount: number; currency?: string } | undefined {
  const value = Number(text(node));
  if (!Number.isFinite(value) || !text(node)) return undefined;
  return { amount: value, currency: isNode(node) && typeof node['@_Ccy'] === 'string' ? node['@_Ccy'] : undefined };
}

/** What names a payment: unstructured and structured remittance, the references and the payer. */
function wordsOf(transaction: Node | undefined, entry: Node): string {
  const words: Array<string | undefined> = [];
  const remittance = at(transaction, 'RmtInf');
  for (const line of isNode(remittance) ? [remittance.Ustrd].flat() : []) words.push(text(line));
  for (const structured of isNode(remittance) ? list(remittance.Strd) : []) words.push(text(at(structured, 'CdtrRefInf', 'Ref')));
  words.push(
    text(at(transaction, 'Refs', 'EndToEndId')),
    text(at(transaction, 'RltdPties', 'Dbtr', 'Nm')) ?? text(at(transaction, 'RltdPties', 'Dbtr', 'Pty', 'Nm')),
    text(at(transaction, 'AddtlTxInf')),
    text(entry.AddtlNtryInf),
  );
  return [...new Set(words.filter((word): word is string => Boolean(word) && word !== 'NOTPROVIDED'))].join(' · ');
}

/**
 * The credits of an ISO 20022 bank statement (camt.053; camt.052 and camt.054 read alike): each booked credit entry,
 * or each of its transactions when the bank batched several in one entry. Reversals, debits and entries not yet booked
 * are no payments to us. Only the elements the matching needs are read. Throws a message saying why it is unreadable.
 */
export function camtCredits(document: string): StatementCredit[] {
  // A bank's statement never declares a DOCTYPE: refusing one keeps entity tricks out.
  if (/<!DOCTYPE/i.test(document)) throw new Error('a DOCTYPE is not allowed in a bank statement');
  const valid = XMLValidator.validate(document);
  if (valid !== true) throw new Error(`${valid.err.msg} (line ${valid.err.line})`);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (name) => REPEATED.has(name),
  }).parse(document.replace(/^\uFEFF/, '')) as Node;
  const message = at(parsed, 'Document');
  const body = isNode(message) ? (message.BkToCstmrStmt ?? message.BkToCstmrAcctRpt ?? message.BkToCstmrDbtCdtNtfctn) : undefined;
  if (!isNode(body)) throw new Error('it is not an ISO 20022 bank-to-customer statement (camt.053)');
  const statements = [...list(body.Stmt), ...list(body.Rpt), ...list(body.Ntfctn)];
  const credits: StatementCredit[] = [];
  let number = 0;
  for (const entry of statements.flatMap((statement) => list(statement.Ntry))) {
    number += 1;
    const status = text(entry.Sts) ?? text(at(entry, 'Sts', 'Cd'));
    if (text(entry.CdtDbtInd) !== 'CRDT' || text(entry.RvslInd) === 'true' || (status && status !== 'BOOK')) continue;
    const date = text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm'))?.slice(0, 10) ?? null;
    const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
    const parts: Array<Node | undefined> = transactions.length > 1 ? transactions : [transactions[0]];
    for (const transaction of parts) {
      const amount =
        (parts.length > 1 ? (amountOf(at(transaction, 'Amt')) ?? amountOf(at(transaction, 'AmtDtls', 'TxAmt', 'Amt'))) : undefined) ??
        amountOf(entry.Amt);
      if (!amount || amount.amount <= 0) continue;
      const id =
        text(at(transaction, 'Refs', 'AcctSvcrRef')) ??
        (parts.length > 1 ? undefined : text(entry.AcctSvcrRef)) ??
        [text(at(transaction, 'Refs', 'EndToEndId'))].find((ref) => ref && ref !== 'NOTPROVIDED') ??
        text(entry.NtryRef);
      const words = wordsOf(transaction, entry);
      credits.push({
        line: number,
        date,
        ...amount,
        text: words,
        bank_transaction: (id ?? `C${createHash('sha256').update(`${number}|${date}|${amount.amount}|${words}`).digest('hex').slice(0, 16)}`).slice(
          0,
          64,
        ),
      });
    }
  }
  return credits;
}
