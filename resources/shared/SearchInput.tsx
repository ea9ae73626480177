import { SearchInput as RaSearchInput, type SearchInputProps, useTranslate } from 'react-admin';

/** react-admin's SearchInput with its placeholder translated (a key or a text). */
export const SearchInput = ({ placeholder, ...props }: SearchInputProps) => {
  const translate = useTranslate();
  return (
    <RaSearchInput
      {...props}
      placeholder={typeof placeholder === 'string' ? translate(placeholder, { _: placeholder }) : placeholder}
    />
  );
};
