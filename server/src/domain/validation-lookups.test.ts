import { IsString, MinLength, registerDecorator, validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { keepValidationLookups } from './validation-lookups.js';

keepValidationLookups();

const failed = async (input: object) => (await validate(input)).flatMap((error) => Object.keys(error.constraints ?? {}));

describe('kept validation lookups', () => {
  it('answer each class with its own rules and its parents’, and take a rule added after the first validation', async () => {
    class Named {
      name: unknown = 7;
    }
    class LongNamed extends Named {
      label = 'abc';
    }
    // As the decorators would declare them.
    IsString()(Named.prototype, 'name');
    MinLength(5)(LongNamed.prototype, 'label');
    expect(await failed(new Named())).toEqual(['isString']);
    expect((await failed(new LongNamed())).sort()).toEqual(['isString', 'minLength']);
    // Asked again: the same answer, from what is kept.
    expect(await failed(new Named())).toEqual(['isString']);

    registerDecorator({ target: Named, propertyName: 'name', name: 'neverSeven', validator: { validate: (value: unknown) => value !== 7, defaultMessage: () => 'not 7' } });
    expect((await failed(new Named())).sort()).toEqual(['isString', 'neverSeven']);
    expect((await failed(new LongNamed())).sort()).toEqual(['isString', 'minLength', 'neverSeven']);
  });
});
