import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_MESSAGES } from '../../../../shared/audience-subscribers';
import { looksBinary, readCsvFile } from './import-file';

const file = (parts: BlobPart[], name = 'list.csv', type = 'text/csv') => new File(parts, name, { type });

describe('reading a CSV file before it is sent', () => {
  it('reads a text file', async () => {
    expect(await readCsvFile(file(['email,first_name\nada@example.com,Ada\n']))).toEqual({
      csv: 'email,first_name\nada@example.com,Ada\n',
    });
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const big = file([new Uint8Array(5 * 1024 * 1024 + 1)]);
    expect(await readCsvFile(big)).toEqual({ error: SUBSCRIBER_MESSAGES.fileTooLarge });
  });

  it('refuses a spreadsheet, a picture or any binary data', async () => {
    const xlsx = file(['PK'], 'list.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await readCsvFile(xlsx)).toEqual({ error: SUBSCRIBER_MESSAGES.notText });
    expect(await readCsvFile(file(['x'], 'me.png', 'image/png'))).toEqual({ error: SUBSCRIBER_MESSAGES.notText });
    const binary = file([new Uint8Array([80, 75, 3, 4, 0, 0, 8, 0])], 'list.csv');
    expect(await readCsvFile(binary)).toEqual({ error: SUBSCRIBER_MESSAGES.notText });
  });

  it('refuses an empty file', async () => {
    expect(await readCsvFile(file(['\n \n']))).toEqual({ error: SUBSCRIBER_MESSAGES.csvEmpty });
  });

  it('tells binary data from text in another encoding', () => {
    expect(looksBinary('email\nzo\ufffde@example.com\n')).toBe(false);
    expect(looksBinary('a\u0001\u0002\u0003\u0004')).toBe(true);
  });
});
