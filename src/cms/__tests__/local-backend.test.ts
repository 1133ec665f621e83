import { localBackendUrl } from "../local-backend";

describe("localBackendUrl", () => {
  it("uses the decap-server port given in the address, on localhost only", () => {
    expect(localBackendUrl({ hostname: "localhost", search: "?decap-server=8123" })).toBe(
      "http://localhost:8123/api/v1",
    );
    expect(localBackendUrl({ hostname: "127.0.0.1", search: "?decap-server=8123" })).toBe(
      "http://localhost:8123/api/v1",
    );
    expect(localBackendUrl({ hostname: "www.circulare.com.br", search: "?decap-server=8123" })).toBeUndefined();
  });

  it("ignores anything but a port number", () => {
    expect(localBackendUrl({ hostname: "localhost", search: "?decap-server=evil.example" })).toBeUndefined();
    expect(localBackendUrl({ hostname: "localhost", search: "" })).toBeUndefined();
  });
});
