#!/usr/bin/env python3
"""Validates JUnit XML (`tactile test --junit FILE`) against the JUnit schema CI servers read.

Usage: Tools/check-junit.py FILE...   exit 0 valid, 1 invalid (the reason is printed),
77 when python3-xmlschema is missing (Tools/ensure-deps.sh test installs it).

The schema is Jenkins' junit-10.xsd (the xunit plugin's, which GitLab's and GitHub's test
reporters accept too), with two tightenings those readers rely on: counts are non-negative
integers and times are decimals (seconds), where junit-10.xsd allows any string. The root
must be <testsuites>.
"""
import sys

SCHEMA = """<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:simpleType name="count"><xs:restriction base="xs:nonNegativeInteger"/></xs:simpleType>
  <xs:simpleType name="seconds"><xs:restriction base="xs:decimal"><xs:minInclusive value="0"/></xs:restriction></xs:simpleType>
  <xs:element name="failure">
    <xs:complexType mixed="true">
      <xs:attribute name="type" type="xs:string" use="optional"/>
      <xs:attribute name="message" type="xs:string" use="optional"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="error">
    <xs:complexType mixed="true">
      <xs:attribute name="type" type="xs:string" use="optional"/>
      <xs:attribute name="message" type="xs:string" use="optional"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="properties">
    <xs:complexType>
      <xs:sequence><xs:element ref="property" maxOccurs="unbounded"/></xs:sequence>
    </xs:complexType>
  </xs:element>
  <xs:element name="property">
    <xs:complexType>
      <xs:attribute name="name" type="xs:string" use="required"/>
      <xs:attribute name="value" type="xs:string" use="required"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="skipped">
    <xs:complexType mixed="true">
      <xs:attribute name="message" type="xs:string" use="optional"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="system-err" type="xs:string"/>
  <xs:element name="system-out" type="xs:string"/>
  <xs:element name="testcase">
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="skipped" minOccurs="0" maxOccurs="1"/>
        <xs:element ref="error" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="failure" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="system-out" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="system-err" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="name" type="xs:string" use="required"/>
      <xs:attribute name="assertions" type="xs:string" use="optional"/>
      <xs:attribute name="time" type="seconds" use="optional"/>
      <xs:attribute name="classname" type="xs:string" use="optional"/>
      <xs:attribute name="status" type="xs:string" use="optional"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="testsuite">
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="properties" minOccurs="0" maxOccurs="1"/>
        <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="system-out" minOccurs="0" maxOccurs="1"/>
        <xs:element ref="system-err" minOccurs="0" maxOccurs="1"/>
      </xs:sequence>
      <xs:attribute name="name" type="xs:string" use="required"/>
      <xs:attribute name="tests" type="count" use="required"/>
      <xs:attribute name="failures" type="count" use="optional"/>
      <xs:attribute name="errors" type="count" use="optional"/>
      <xs:attribute name="time" type="seconds" use="optional"/>
      <xs:attribute name="disabled" type="count" use="optional"/>
      <xs:attribute name="skipped" type="count" use="optional"/>
      <xs:attribute name="timestamp" type="xs:string" use="optional"/>
      <xs:attribute name="hostname" type="xs:string" use="optional"/>
      <xs:attribute name="id" type="xs:string" use="optional"/>
      <xs:attribute name="package" type="xs:string" use="optional"/>
    </xs:complexType>
  </xs:element>
  <xs:element name="testsuites">
    <xs:complexType>
      <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
      <xs:attribute name="name" type="xs:string" use="optional"/>
      <xs:attribute name="time" type="seconds" use="optional"/>
      <xs:attribute name="tests" type="count" use="optional"/>
      <xs:attribute name="failures" type="count" use="optional"/>
      <xs:attribute name="disabled" type="count" use="optional"/>
      <xs:attribute name="errors" type="count" use="optional"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
"""


def main(paths):
    try:
        import xmlschema
    except ImportError:
        print("check-junit: python3-xmlschema is missing (Tools/ensure-deps.sh test installs it)", file=sys.stderr)
        return 77
    import xml.etree.ElementTree as ET
    schema = xmlschema.XMLSchema(SCHEMA)
    status = 0
    for path in paths:
        try:
            root = ET.parse(path).getroot()
            if root.tag != "testsuites":
                raise ValueError(f"the root element is <{root.tag}>, expected <testsuites>")
            schema.validate(path)
            suites = root.findall("testsuite")
            for suite in suites:
                cases = suite.findall("testcase")
                counts = {"tests": len(cases), "failures": len([c for c in cases if c.find("failure") is not None]),
                          "errors": len([c for c in cases if c.find("error") is not None]),
                          "skipped": len([c for c in cases if c.find("skipped") is not None])}
                for key, value in counts.items():
                    if suite.get(key) is not None and int(suite.get(key)) != value:
                        raise ValueError(f"testsuite {key}={suite.get(key)} but it has {value}")
            print(f"{path}: valid JUnit XML ({sum(len(s.findall('testcase')) for s in suites)} test cases)")
        except Exception as error:  # noqa: BLE001 - any reason is a failed validation, printed
            print(f"{path}: not valid JUnit XML: {error}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]) if len(sys.argv) > 1 else 64)
