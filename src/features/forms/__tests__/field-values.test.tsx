// @vitest-environment jsdom
import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { Field } from "../../../components/forms/form-parts";
import { useFieldValues } from "../field-values";

/** A two-field form on the account kit: a name of at least two letters, a CEP masked as it changes. */
function Sample({ onValid }: { onValid: () => void }) {
  const { bind, validate } = useFieldValues(
    () => ({ name: "", cep: "" }),
    (values) => ({
      ...(values.name.trim().length < 2 ? { name: "Name too short" } : {}),
      ...(/^\d{5}-\d{3}$/.test(values.cep) ? {} : { cep: "Invalid CEP" }),
    }),
  );
  const cep = (value: string) => value.replace(/\D/g, "").replace(/^(\d{5})(\d)/, "$1-$2");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validate(event.currentTarget)) onValid();
      }}
    >
      <Field label="Name" {...bind("name")} />
      <Field label="CEP" {...bind("cep", cep)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("useFieldValues (the account forms' kit)", () => {
  it("shows each error on submit, linked to its field, and focuses the first wrong field", () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name too short");
    expect(screen.getByLabelText("CEP")).toHaveAccessibleDescription("Invalid CEP");
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("an error goes as soon as the value is valid (a masked value too), and follows the value meanwhile", () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    fireEvent.change(screen.getByLabelText("CEP"), { target: { value: "01310100" } });
    expect(screen.getByLabelText("CEP")).toHaveValue("01310-100");
    expect(screen.getByLabelText("CEP")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Invalid CEP")).toBeNull();
    fireEvent.change(screen.getByLabelText("CEP"), { target: { value: "0131" } });
    expect(screen.getByLabelText("CEP")).not.toHaveAttribute("aria-invalid"); // not marked again until a submit
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "A" } });
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name too short");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ana" } });
    expect(screen.queryByText("Name too short")).toBeNull();
    fireEvent.change(screen.getByLabelText("CEP"), { target: { value: "01310100" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
